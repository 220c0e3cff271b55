# The app on the official Bun image. The client bundle is built at start (in memory).
# tests/dockerfile.test.ts replays these steps (without a Docker daemon): keep them plain.
FROM oven/bun:1.4.4-slim
WORKDIR /app
# ffprobe and ffmpeg check uploaded videos and take their poster frames (Debian's ffmpeg package).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
# HOST: every interface of the container (the app defaults to loopback outside one).
ENV NODE_ENV=production HOST=0.0.0.0
# The install applies package.json's patchedDependencies, so it needs the patches too.
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --frozen-lockfile --production
COPY src ./src
COPY client ./client
COPY public ./public
COPY migrations ./migrations
COPY types ./types
COPY tsconfig.json bunfig.toml ./
# data/ (DATA_DIR's default) holds the embedded stores and the generated secrets: the one folder
# the app writes, owned by the user it runs as; the code stays root's, read-only to that user.
# Mount a volume on /app/data to keep it (README, "Production with compose").
RUN mkdir data && chown bun:bun data
USER bun
EXPOSE 3000
CMD ["bun", "src/main.ts"]
