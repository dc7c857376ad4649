/** The forms' query keys. */
export const formKeys = {
  mine: () => ['forms', 'mine'] as const,
};
