import { Fragment, type ReactNode } from 'react';
import { splitAtMarkers, type Marker } from '../../../content/content-files.ts';

interface ContentBodyProps {
  /** The page's HTML, rendered at build time from its Markdown (trusted: our own repository). */
  html: string;
  /** What stands in place of each marker comment (ADR 015); null leaves nothing. */
  renderMarker: (marker: Marker) => ReactNode;
}

/**
 * A content page's body (ADR 015): the build-time HTML, cut at its marker lines
 * (`<!-- fares -->`, `<!-- search -->`, `<!-- contact-form -->`, `<!-- operator-contact -->`), each
 * replaced by the live component the page gives for it.
 */
export function ContentBody({ html, renderMarker }: ContentBodyProps) {
  return (
    <>
      {splitAtMarkers(html).map((part, i) =>
        typeof part === 'string' ? (
          <div key={i} className="content-prose" dangerouslySetInnerHTML={{ __html: part }} />
        ) : (
          <Fragment key={i}>{renderMarker(part.marker)}</Fragment>
        ),
      )}
    </>
  );
}
