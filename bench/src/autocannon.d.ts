// The few autocannon options and result fields the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      overallRate?: number;
      timeout?: number;
      requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>;
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number; sent: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      duration: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
