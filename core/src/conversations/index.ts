// The front door of the conversations context: what other contexts of core use of it.
