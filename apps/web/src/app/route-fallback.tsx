/** Shown while the first page's code loads (code-split routes, brief "fast"). */
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-label="Loading">
      <div className="route-fallback__bar" />
    </div>
  );
}
