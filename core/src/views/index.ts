// The front door of the views context: what other contexts of core use of it.
