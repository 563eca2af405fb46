# kibitz: a static binary on a minimal, non-root image (distroless: no shell, no package manager).
#   docker build -t kibitz \
#     --build-arg VERSION=$(git describe --tags --always --dirty) --build-arg REVISION=$(git rev-parse HEAD) .
#   docker run --env-file .env kibitz                          (gateway bot)
#   docker run --env-file .env -p 8080:8080 kibitz serve
# The build context has no .git (.dockerignore), so the toolchain cannot record the commit itself:
# VERSION and REVISION pass it in (kibitz version shows them; without them it says the revision is
# unknown).
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=
ARG REVISION=
RUN CGO_ENABLED=0 go build -trimpath -buildvcs=false \
      -ldflags "-s -w -X main.version=${VERSION} -X main.revision=${REVISION}" \
      -o /out/kibitz ./cmd/kibitz

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/kibitz /usr/local/bin/kibitz
USER nonroot:nonroot
# The operations listener on every interface of the container (its loopback is its own), for probes and
# Prometheus; publish it only to a private network.
ENV KIBITZ_OPS_ADDR=:9464
# 8080: kibitz serve's public port. 9464: the operations listener (/healthz, /readyz, /metrics).
EXPOSE 8080 9464
# No curl in the image: kibitz asks its own /readyz.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["/usr/local/bin/kibitz", "health"]
ENTRYPOINT ["/usr/local/bin/kibitz"]
CMD ["bot"]
