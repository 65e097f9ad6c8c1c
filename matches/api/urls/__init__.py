"""matches' API routes, one module per idea (included by dugout/urls.py)."""
