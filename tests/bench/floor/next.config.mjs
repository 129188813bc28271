/** The framework's defaults, telemetry aside: what a bare App Router page costs. */
const nextConfig = {};

export default nextConfig;
