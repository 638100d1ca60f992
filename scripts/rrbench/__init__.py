"""Sweep, results and metadata for the request-reply broker benchmark."""
