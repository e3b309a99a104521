// TrellisLayoutTests
