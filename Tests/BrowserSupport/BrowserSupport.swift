// BrowserSupport: placeholder; WebDriver client for chromium lands with the text issue.
