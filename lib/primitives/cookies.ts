function cookiePairs(header: string | null): [string, string][] {
  return (header ?? "").split(";").map((part) => {
    const [name = "", ...value] = part.trim().split("=");
    return [name, value.join("=")];
  });
}

export function cookieValue(header: string | null, name: string): string | undefined {
  return cookiePairs(header).find(([key]) => key === name)?.[1];
}

export const cookieNames = (header: string | null): string[] => cookiePairs(header).map(([name]) => name);
