# kibitz: a static binary on a minimal, non-root image.
#   docker build -t kibitz .
#   docker run --env-file .env kibitz            (gateway bot)
#   docker run --env-file .env -p 8080:8080 kibitz serve
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/kibitz ./cmd/kibitz

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/kibitz /usr/local/bin/kibitz
USER nonroot:nonroot
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/kibitz"]
CMD ["bot"]
