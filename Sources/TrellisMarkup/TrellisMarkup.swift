// TrellisMarkup: placeholder until its issue lands; replaced by the module's real files.
