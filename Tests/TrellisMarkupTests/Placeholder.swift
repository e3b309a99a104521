// TrellisMarkupTests
