/** The query keys of account linking. */
export const linkKeys = {
  status: (code: string | null) => ['link-status', code] as const,
};
