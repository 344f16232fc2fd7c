import { describe, expect, it } from "vitest";
import { cookieNames, cookieValue } from "@/lib/primitives/cookies";

describe("the Cookie header", () => {
  it("gives a cookie's whole value, padding included, and nothing for a name it only contains", () => {
    const header = "lexor_staff=abc==; xlexor_staff=forged;lexor_visitor=v1";
    expect(cookieValue(header, "lexor_staff")).toBe("abc==");
    expect(cookieValue(header, "lexor_visitor")).toBe("v1");
    expect(cookieValue(header, "staff")).toBeUndefined();
    expect(cookieValue(null, "lexor_staff")).toBeUndefined();
  });

  it("names each cookie once per pair, in order", () => {
    expect(cookieNames("_ga=GA1.1; cookieConsent=declined;_ga_X=GS1=2")).toEqual(["_ga", "cookieConsent", "_ga_X"]);
  });
});
