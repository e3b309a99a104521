// TrellisSiteTests
