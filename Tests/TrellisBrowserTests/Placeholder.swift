// TrellisBrowserTests
