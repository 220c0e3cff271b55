# The app on the official Bun image. The client bundle is built at start (in memory).
FROM oven/bun:1.4.4-slim
WORKDIR /app
# ffprobe and ffmpeg check uploaded videos and take their poster frames (Debian's ffmpeg package).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
# HOST: every interface of the container (the app defaults to loopback outside one).
ENV NODE_ENV=production HOST=0.0.0.0
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
