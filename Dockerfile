# The service for operators: `docker build -t access-cloud .` then see README "Running in
# containers". Not needed for the README's two commands.
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
# better-sqlite3 compiles its native part when no prebuilt binary fits the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The runtime needs no dev tools: the sources are bundled at the first start (see below).
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/data/access-cloud.sqlite
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY bin ./bin
COPY src ./src
# The bundle the first start would build (bin/sources.js), made while node_modules is writable.
RUN node bin/sources.js
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (exec form): in-flight requests finish before it exits.
CMD ["node", "bin/access-cloud.js", "serve"]
