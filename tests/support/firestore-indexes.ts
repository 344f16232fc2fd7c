/**
 * Which composite indexes Firestore needs for a query, and whether firestore.indexes.json has them.
 * The rules are Firestore's own: a query served by the automatic single-field indexes needs no
 * entry (equality filters alone, merged; or filters and ordering on one field); anything else
 * needs an index holding the equality fields first, in any order, then the sort fields in the
 * query's order (or all reversed). Queries come from the emulator (./firestore-emulator.ts).
 */

/** The parts of the emulator's StructuredQuery message this reads. */
export interface StructuredQuery {
  from: { collection_id: string; all_descendants: boolean }[];
  has_where: boolean;
  where: StructuredFilter;
  order_by: { field: { field_path: string }; direction: number }[];
}

interface StructuredFilter {
  has_field_filter: boolean;
  field_filter: { field: { field_path: string }; op: number };
  has_unary_filter: boolean;
  unary_filter: { field: { field_path: string }; op: number };
  has_composite_filter: boolean;
  composite_filter: { op: number; filters: StructuredFilter[] };
}

export type Order = "ASCENDING" | "DESCENDING";

export interface QueryShape {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  equalities: { fieldPath: string; arrayContains: boolean }[];
  inequalities: string[];
  orderBy: { fieldPath: string; order: Order }[];
}

export type IndexField = { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: "CONTAINS" };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: IndexField[];
}

// google.firestore.v1.StructuredQuery operators.
const EQUALITY_OPERATORS = new Set([5, 8]); // EQUAL, IN
const ARRAY_OPERATORS = new Set([7, 9]); // ARRAY_CONTAINS, ARRAY_CONTAINS_ANY
const UNARY_EQUALITY_OPERATORS = new Set([2, 3]); // IS_NAN, IS_NULL
const AND = 1;
const DESCENDING = 2;

function collectFilters(filter: StructuredFilter, shape: QueryShape): void {
  if (filter.has_composite_filter) {
    if (filter.composite_filter.op !== AND) throw new Error("OR queries are not modelled: add their indexes by hand and extend this");
    for (const part of filter.composite_filter.filters) collectFilters(part, shape);
  } else if (filter.has_field_filter) {
    const { field, op } = filter.field_filter;
    if (EQUALITY_OPERATORS.has(op)) shape.equalities.push({ fieldPath: field.field_path, arrayContains: false });
    else if (ARRAY_OPERATORS.has(op)) shape.equalities.push({ fieldPath: field.field_path, arrayContains: true });
    else shape.inequalities.push(field.field_path);
  } else if (filter.has_unary_filter) {
    const { field, op } = filter.unary_filter;
    if (UNARY_EQUALITY_OPERATORS.has(op)) shape.equalities.push({ fieldPath: field.field_path, arrayContains: false });
    else shape.inequalities.push(field.field_path);
  }
}

export function queryShape(query: StructuredQuery): QueryShape {
  const from = query.from[0];
  if (!from) throw new Error("a query without a collection");
  const shape: QueryShape = {
    collectionGroup: from.collection_id,
    queryScope: from.all_descendants ? "COLLECTION_GROUP" : "COLLECTION",
    equalities: [],
    inequalities: [],
    orderBy: query.order_by
      .map((order) => ({ fieldPath: order.field.field_path, order: order.direction === DESCENDING ? "DESCENDING" : "ASCENDING" }) as const)
      // Every index ends in the document name; ordering by it needs nothing of its own.
      .filter((order) => order.fieldPath !== "__name__"),
  };
  if (query.has_where) collectFilters(query.where, shape);
  return shape;
}

/** A composite index a query needs: its first `equalityFields` fields may come in any order. */
export interface RequiredIndex extends CompositeIndex {
  equalityFields: number;
}

/** The composite index a query needs, or null when the automatic single-field indexes serve it. */
export function requiredIndex(shape: QueryShape): RequiredIndex | null {
  const equalityFields = new Set(shape.equalities.map((entry) => entry.fieldPath));
  // Inequality fields nobody ordered by are ordered implicitly, ascending, after the explicit order.
  const sort = [
    ...shape.orderBy,
    ...shape.inequalities
      .filter((field, index, all) => all.indexOf(field) === index && !shape.orderBy.some((order) => order.fieldPath === field))
      .map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
  ].filter((entry) => !equalityFields.has(entry.fieldPath));
  if (sort.length === 0) return null;
  if (shape.equalities.length === 0 && sort.length === 1) return null;
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.queryScope,
    equalityFields: shape.equalities.length,
    fields: [
      ...shape.equalities.map(
        ({ fieldPath, arrayContains }): IndexField => (arrayContains ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order: "ASCENDING" }),
      ),
      ...sort,
    ],
  };
}

const equalityKey = (field: IndexField) => ("arrayConfig" in field ? `${field.fieldPath} contains` : field.fieldPath);

function sameSort(wanted: IndexField, have: IndexField | undefined, reversed: boolean): boolean {
  if (!have || "arrayConfig" in wanted || "arrayConfig" in have || wanted.fieldPath !== have.fieldPath) return false;
  const flipped = wanted.order === "ASCENDING" ? "DESCENDING" : "ASCENDING";
  return have.order === (reversed ? flipped : wanted.order);
}

/** True when `index` serves a query that needs `required`. */
export function indexServes(index: CompositeIndex, required: RequiredIndex): boolean {
  if (index.collectionGroup !== required.collectionGroup || index.queryScope !== required.queryScope) return false;
  const fields = index.fields.filter((field) => field.fieldPath !== "__name__");
  if (fields.length !== required.fields.length) return false;
  const split = required.equalityFields;
  const equalities = new Set(required.fields.slice(0, split).map(equalityKey));
  if (!fields.slice(0, split).every((field) => equalities.has(equalityKey(field)))) return false;
  const wanted = required.fields.slice(split);
  const have = fields.slice(split);
  return wanted.every((field, position) => sameSort(field, have[position], false)) || wanted.every((field, position) => sameSort(field, have[position], true));
}

/** The queries no index serves, and the indexes no query needs. */
export function compareIndexes(queries: QueryShape[], indexes: CompositeIndex[]) {
  const required = queries.flatMap((query) => {
    const index = requiredIndex(query);
    return index ? [{ query, index }] : [];
  });
  return {
    missing: required.filter(({ index }) => !indexes.some((candidate) => indexServes(candidate, index))),
    unused: indexes.filter((candidate) => !required.some(({ index }) => indexServes(candidate, index))),
  };
}
