/** The body of every error the API answers: the user-facing message and per-field messages. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}
