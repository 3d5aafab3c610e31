import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';

describe('lazyPart', () => {
  it('tries a failed download again instead of failing the render, then shows the part', async () => {
    let tries = 0;
    const Part = lazyPart(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return function Loaded() {
        return <p>Part loaded</p>;
      };
    });
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Part loaded', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});
