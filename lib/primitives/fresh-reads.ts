// Callers share a read in flight only if it was sent after they called: a caller never takes an answer
// older than its call, so a change acknowledged before the call is always seen, with at most one read
// waiting behind the one in flight.
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let sent: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const send = () => {
    const request = read();
    sent = request;
    const clear = () => {
      if (sent === request) sent = null;
    };
    request.then(clear, clear);
    return request;
  };
  return () => {
    if (!sent) return send();
    next ??= sent
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return send();
      });
    return next;
  };
}
