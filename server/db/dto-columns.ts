import { getTableColumns, type Column, type SQL, type Table } from 'drizzle-orm';
import type { z } from 'zod';
import { isoTime } from './sql-time';

/**
 * A DTO's columns and its mapping come from two places only: the Drizzle table and the DTO's zod
 * schema in `common/`. A field added to both is selected and answered with no list to update here.
 */

type Columns<T extends Table> = T['_']['columns'];
/** A zod object schema, seen through its keys only. */
type Dto<K extends PropertyKey> = { shape: { [P in K]: unknown } };

const pick = <T extends Table>(table: T, names: string[]) => {
  const all = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    names.map((name) => {
      const column = all[name];
      if (!column) throw new Error(`The DTO names ${name}, which is no column of the table`);
      return [name, column];
    }),
  );
};

/** The table's columns that the DTO schema names, in the schema's order (a name with no column does not compile). */
export function columnsOf<T extends Table, K extends keyof Columns<T> & string>(table: T, dto: Dto<K>): Pick<Columns<T>, K> {
  return pick(table, Object.keys(dto.shape)) as Pick<Columns<T>, K>;
}

type IsoText<C> = C extends Column ? (C['_']['data'] extends Date ? SQL<C['_']['notNull'] extends true ? string : string | null> : C) : C;

/**
 * The same columns, with every timestamp read as the ISO text JavaScript writes, made by PostgreSQL
 * (`isoTime`): for lists, whose rows are then answered as they come.
 */
export function isoColumnsOf<T extends Table, K extends keyof Columns<T> & string>(
  table: T,
  dto: Dto<K>,
): { [P in K]: IsoText<Columns<T>[P]> } {
  const columns = pick(table, Object.keys(dto.shape));
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, column.dataType === 'date' ? isoTime(column) : column]),
  ) as { [P in K]: IsoText<Columns<T>[P]> };
}

/** Every column of the table but the ones named (a document without its content). */
export function columnsWithout<T extends Table, K extends keyof Columns<T> & string>(table: T, ...names: K[]): Omit<Columns<T>, K> {
  const all = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name as K))) as Omit<Columns<T>, K>;
}

/** A row field that becomes a DTO field: itself, or a Date where the DTO holds plain text (an ISO time). */
type RowOf<D> = { [K in keyof D]: D[K] | (string extends D[K] ? Date : never) };

/**
 * The row → DTO mapping of a schema: the fields the schema names, in its order, each Date as ISO 8601
 * text in UTC. Other fields of the row (its owner, its content for a summary) are left out.
 */
export function toDto<S extends z.ZodObject>(dto: S) {
  const names = Object.keys(dto.shape);
  return (row: RowOf<z.output<S>>): z.output<S> => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const value = (row as Record<string, unknown>)[name];
      if (value !== undefined) out[name] = value instanceof Date ? value.toISOString() : value;
    }
    return out as z.output<S>;
  };
}
