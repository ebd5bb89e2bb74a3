/** A spinner announced as `label` (role=status) while subscriptions load. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="subs__loading" role="status" aria-busy="true" part="loading">
      <span className="subs__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
