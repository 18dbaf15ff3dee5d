/**
 * How the built server is started: by `npm start` (package.json says the same; a unit test keeps them
 * equal), the browser tests, the benches. The old generation is capped at 160 MB: under chat load V8
 * let it grow by about 150 MB before collecting (peak RSS 297-346 MB with 1,000 sockets at 200 msg/s);
 * capped, it collects sooner and the peak stays at about 195 MB. The server's own live data is far below
 * the cap: ten first visits to /matches at once at 100,000 members ran under a 128 MB cap
 * (docs/benchmarks.md).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=160'];
