// Apart from use-contract-form.ts, so the forms whose check is on their page (the sign-in form) do not carry it.
/**
 * Code fetched on first use rather than with the page (docs/decisions/014, 2026-11-28), such as a form's check:
 * `start` begins the fetch (call it when the person focuses or types in the form, so the code is there by the
 * submit) and `whenTried` also tells when that try has ended; `run` uses the code, at once once it has arrived,
 * else when it does; `loaded` is it if it has arrived. A failed fetch is tried again on the next use.
 */
export function loadOnFirstUse<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  let tried: Promise<void> | undefined;
  function fetchOnce(): Promise<M> {
    loading ??= load().then(
      (loaded) => (module = loaded),
      (caught: unknown) => {
        loading = undefined;
        tried = undefined;
        throw caught;
      },
    );
    return loading;
  }
  function tryOnce(): Promise<void> {
    tried ??= fetchOnce().then(
      () => undefined,
      () => undefined,
    );
    return tried;
  }
  return {
    start: () => void tryOnce(),
    /** Begins the fetch if need be; settles (never rejects) once this try has arrived or failed. */
    whenTried: tryOnce,
    loaded: (): M | undefined => module,
    run<T>(check: (loaded: M) => T): T | Promise<T> {
      return module === undefined ? fetchOnce().then(check) : check(module);
    },
  };
}
