import type { MemoryDto } from '@common/documents';
import type { FactDto, ProductDto } from '@common/products';

const AT = '2026-11-01T00:00:00.000Z';

/** A product as the server answers it. */
export const productOf = (id: string, name: string): ProductDto => ({
  id,
  name,
  description: '',
  instructions: '',
  createdAt: AT,
  updatedAt: AT,
});

/** A fact of product `p1`, typed by hand, its id `f-<key>`. */
export const factOf = (key: string, value: string): FactDto => ({
  id: `f-${key}`,
  productId: 'p1',
  key,
  value,
  source: 'manual',
  sourceId: null,
  createdAt: AT,
  updatedAt: AT,
});

/** A chat's memory, its id `m-<key>`. */
export const memoryOf = (key: string, value: string, proposed = false): MemoryDto => ({
  id: `m-${key}`,
  key,
  value,
  importance: 4,
  proposed,
});
