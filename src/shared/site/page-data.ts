/**
 * Answers the server already holds for a page: it draws them into the first paint and sends them
 * with the HTML (`<script id="page-data" type="application/json">`), and the browser puts them in its
 * query cache before it hydrates, so both draw the same text and nothing is fetched twice.
 */
export interface PageDataEntry {
  queryKey: readonly unknown[];
  data: unknown;
}
export type PageData = readonly PageDataEntry[];

export const PAGE_DATA_ELEMENT_ID = 'page-data';
