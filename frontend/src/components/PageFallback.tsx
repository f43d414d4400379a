// Suspense fallback while a page chunk downloads (plain CSS: it shows before antd's styles load).
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-label="Loading page">
      <span className="page-fallback__spinner" />
    </div>
  );
}
