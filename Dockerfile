# The app on the official Bun image. The client bundle is built at start (in memory).
FROM oven/bun:1.4.4-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production
COPY src ./src
COPY client ./client
COPY public ./public
COPY migrations ./migrations
COPY types ./types
COPY tsconfig.json bunfig.toml ./
USER bun
EXPOSE 3000
CMD ["bun", "src/main.ts"]
