// Apart from use-contract-form.ts, so the forms whose check is on their page (the sign-in form) do not carry it.
/**
 * A form's check whose code is fetched on first use rather than with the page (docs/decisions/014, 2026-11-28):
 * `start` begins the fetch (call it when the person focuses or types in the form, so the code is there by the
 * submit); `run` checks with it, at once once it has arrived, else when it does. A failed fetch is tried again
 * on the next use.
 */
export function loadOnFirstUse<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  function start(): Promise<M> {
    loading ??= load().then(
      (loaded) => (module = loaded),
      (caught: unknown) => {
        loading = undefined;
        throw caught;
      },
    );
    return loading;
  }
  return {
    start: () => void start().catch(() => undefined),
    run<T>(check: (loaded: M) => T): T | Promise<T> {
      return module === undefined ? start().then(check) : check(module);
    },
  };
}
