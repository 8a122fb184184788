import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { UnlockChart } from '../../../src/modules/protocols/unlock-chart.tsx';

const series = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-06-${String(i + 1).padStart(2, '0')}`,
  count: i % 5 === 0 ? 0 : i,
}));
const total = series.reduce((sum, p) => sum + p.count, 0);

describe('UnlockChart', () => {
  it('renders one accessible image naming the total, with bars and a few day labels', () => {
    const html = render(h(UnlockChart, { series, title: 'Unlocks per day' }));
    expect(html).toContain(`<svg role="img" aria-label="Unlocks per day: ${total} unlocks in total"`);
    expect(html).toContain(`<title>Unlocks per day: ${total} unlocks in total</title>`);
    expect((html.match(/<rect /g) ?? []).length).toBe(30);
    expect(html).toContain('<title>2026-06-30: 29</title>');
    for (const label of ['06-02', '06-09', '06-16', '06-23', '06-30']) expect(html).toContain(`>${label}</text>`);
    expect(html).not.toContain('>06-01</text>');
    expect(html).not.toContain('>06-29</text>');
  });

  it('lists the numbers in a table for screen readers', () => {
    const html = render(h(UnlockChart, { series, title: 'Unlocks per day', lang: 'de' }));
    expect(html).toContain('<table class="visually-hidden"><caption>Unlocks per day</caption>');
    expect(html).toContain('<th scope="col">Tag</th><th scope="col">Öffnungen</th>');
    expect(html).toContain('<tr><td>2026-06-30</td><td>29</td></tr>');
    expect(html).toContain(`aria-label="Unlocks per day: insgesamt ${total} Öffnungen"`);
  });

  it('draws an empty series without dividing by zero', () => {
    const html = render(h(UnlockChart, { series: [{ day: '2026-06-01', count: 0 }], title: 'Nothing' }));
    expect(html).toContain('aria-label="Nothing: 0 unlocks in total"');
    expect(html).not.toContain('NaN');
  });
});
