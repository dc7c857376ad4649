/** A step's validation message, announced when it appears. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-semibold text-danger">
      {message}
    </p>
  );
}
