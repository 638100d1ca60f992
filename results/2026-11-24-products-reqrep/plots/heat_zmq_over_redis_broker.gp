reset
$D0 << EOD
0 0 -0.37416687884219835 "0.77"
0 1 0.23840340346302902 "1.18"
0 2 1.1351121098723338 "2.20"
1 0 -0.5469164738349007 "0.68"
1 1 0.5813068985912454 "1.50"
1 2 1.263081770911047 "2.40"
EOD
$D1 << EOD
0 0 -0.6293125931927823 "0.65"
0 1 0.2721113467325582 "1.21"
0 2 1.3004587890018366 "2.46"
1 0 -0.5372939853933273 "0.69"
1 1 0.45152384646430666 "1.37"
1 2 1.1200127182645736 "2.17"
EOD
$D2 << EOD
0 1 "n.s."
1 2 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_redis_broker.png"
set multiplot layout 1,2 title "zmq ÷ redis, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.3004587890018366:1.3004587890018366]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / redis round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_redis_broker.svg"
set multiplot layout 1,2 title "zmq ÷ redis, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.3004587890018366:1.3004587890018366]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / redis round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
