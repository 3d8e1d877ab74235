# Print "1 sheep", "2 sheep", ... up to sheep, then "Zzz".
print("Zzz")
