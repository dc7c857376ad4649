/** A block's title and Markdown body as first written. */
export interface DefaultText {
  title: string;
  body: string;
}
