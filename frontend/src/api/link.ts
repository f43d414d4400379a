// The address of an operation the browser opens itself (a download, sent with the session's
// cookie): its path with the path arguments filled in, the others as its query string (empty ones
// left out). generated-extras.ts makes one per such operation of the contract.
export function linkTo<Arg extends object | void>(path: string) {
  return (arg: Arg): string => {
    const params = new URLSearchParams();
    const filled = new Set<string>();
    const args = Object.entries((arg ?? {}) as Record<string, string | number | undefined>);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      filled.add(name);
      return encodeURIComponent(String(args.find(([key]) => key === name)?.[1] ?? ''));
    });
    for (const [name, value] of args) if (!filled.has(name) && value) params.set(name, String(value));
    const query = params.toString();
    return query ? `${url}?${query}` : url;
  };
}
