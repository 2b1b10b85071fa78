/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Graph } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';

describe('JsonLd', () => {
  it('renders the graph as one JSON-LD script in which no string can close the element', () => {
    const graph: Graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', '@id': 'https://example.com/#webpage', name: 'Tips </script><script>alert(1)</script>' },
      ],
    };
    const html = renderToStaticMarkup(<JsonLd graph={graph} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(graph);
  });
});
