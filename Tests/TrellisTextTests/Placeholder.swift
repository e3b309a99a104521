// TrellisTextTests
