// Feature targets depend on CoreDI only; it re-exports the container.
@_exported import Dirk
