/** A field's (or a choice group's) warning, announced when it appears; nothing when there is none. */
export function FieldError({ id, error }: { id: string | undefined; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  );
}
