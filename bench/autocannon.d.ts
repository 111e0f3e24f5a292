/** The part of autocannon 8 (no bundled types) that bench/cannon.ts uses. */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?(request: Record<string, unknown>): Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
