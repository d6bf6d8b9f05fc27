// The one import of Dirk in the target: every other file sees it through this.
@_exported import Dirk
