import { INCOMPLETE_RENDER_NAME } from '@/lib/rendering/incomplete-render';

export interface IncompleteRenderProps {
  /** What was missing, for whoever reads the HTML. */
  reason: string;
}

/** Marks the HTML as rendered without some of its data, so the cache never keeps it. */
export function IncompleteRender({ reason }: IncompleteRenderProps) {
  return <meta name={INCOMPLETE_RENDER_NAME} content={reason} />;
}

/**
 * The stand-in `next build` writes for a page whose backend was down. The cache never serves it:
 * the page is generated on its first request instead.
 */
export function DeferredPage() {
  return (
    <div className="container">
      <IncompleteRender reason="deferred to the first request" />
      <h1>This page is being prepared</h1>
      <p>Please reload in a moment.</p>
    </div>
  );
}
