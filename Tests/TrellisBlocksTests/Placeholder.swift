// TrellisBlocksTests
