import Testing
@testable import ViewGraph
