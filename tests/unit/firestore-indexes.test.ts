import { describe, expect, it } from "vitest";
import { type CompositeIndex, compareIndexes, type QueryShape, requiredIndex } from "@/tests/support/firestore-indexes";

const query = (overrides: Partial<QueryShape>): QueryShape => ({
  collectionGroup: "outbox",
  queryScope: "COLLECTION",
  equalities: [],
  inequalities: [],
  orderBy: [],
  ...overrides,
});

/** What a delivery worker's claim looks like: pending messages that are due, earliest first. */
const claim = query({
  equalities: [{ fieldPath: "state", arrayContains: false }],
  inequalities: ["dueAt"],
  orderBy: [{ fieldPath: "dueAt", order: "ASCENDING" }],
});
const claimIndex: CompositeIndex = {
  collectionGroup: "outbox",
  queryScope: "COLLECTION",
  fields: [
    { fieldPath: "state", order: "ASCENDING" },
    { fieldPath: "dueAt", order: "ASCENDING" },
  ],
};

describe("the composite indexes a Firestore query needs", () => {
  it("needs none for what the automatic single-field indexes serve", () => {
    expect(requiredIndex(query({}))).toBeNull();
    expect(requiredIndex(query({ orderBy: [{ fieldPath: "publishedAt", order: "DESCENDING" }] }))).toBeNull();
    expect(
      requiredIndex(
        query({
          equalities: [
            { fieldPath: "slug", arrayContains: false },
            { fieldPath: "status", arrayContains: false },
          ],
        }),
      ),
    ).toBeNull();
    expect(requiredIndex(query({ inequalities: ["dueAt"], orderBy: [{ fieldPath: "dueAt", order: "ASCENDING" }] }))).toBeNull();
  });

  it("needs one for an equality filter with a range or an order on another field", () => {
    expect(requiredIndex(claim)).toMatchObject({ fields: claimIndex.fields });
    expect(
      requiredIndex(
        query({
          orderBy: [
            { fieldPath: "a", order: "ASCENDING" },
            { fieldPath: "b", order: "DESCENDING" },
          ],
        }),
      ),
    ).not.toBeNull();
  });

  it("reports a query with no index, and an index no query uses", () => {
    expect(compareIndexes([claim], []).missing).toHaveLength(1);
    expect(compareIndexes([claim], [claimIndex])).toEqual({ missing: [], unused: [] });
    expect(compareIndexes([], [claimIndex]).unused).toEqual([claimIndex]);
  });

  it("accepts the index read backwards, and the equality fields in any order, but not a different sort", () => {
    const descending: CompositeIndex = {
      ...claimIndex,
      fields: [
        { fieldPath: "state", order: "DESCENDING" },
        { fieldPath: "dueAt", order: "DESCENDING" },
      ],
    };
    expect(compareIndexes([claim], [descending]).missing).toEqual([]);
    const twoEqualities = query({ ...claim, equalities: [...claim.equalities, { fieldPath: "kind", arrayContains: false }] });
    const swapped: CompositeIndex = {
      ...claimIndex,
      fields: [{ fieldPath: "kind", order: "ASCENDING" }, ...claimIndex.fields],
    };
    expect(compareIndexes([twoEqualities], [swapped]).missing).toEqual([]);
    const wrongCollection = { ...claimIndex, collectionGroup: "mailQueue" };
    expect(compareIndexes([claim], [wrongCollection]).missing).toHaveLength(1);
    const sortedOtherWay: CompositeIndex = { ...claimIndex, fields: [...claimIndex.fields].reverse() };
    expect(compareIndexes([claim], [sortedOtherWay]).missing).toHaveLength(1);
  });
});
