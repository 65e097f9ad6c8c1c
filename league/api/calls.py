"""The two steps every game's API view takes: parse the body with a serializer, then call one service and
answer what it returns, or the broken rules (400) when the service refuses."""

from rest_framework import status
from rest_framework.response import Response

from league.services.errors import RuleViolation


def parse(serializer_class, request) -> dict:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def call(action, answer, code=status.HTTP_200_OK) -> Response:
    try:
        result = action()
    except RuleViolation as error:
        return Response({"errors": error.messages}, status=status.HTTP_400_BAD_REQUEST)
    return Response(answer(result), status=code)
